import { useEffect } from 'react';
import { ClientDetailsSection } from './ClientDetailsSection.js';
import { ShippingAddressSection } from './ShippingAddressSection.js';

/**
 * /step5's contact and address sections: the part of the page that checks phones (libphonenumber-js) and postal
 * codes, loaded after the heading, the book options and the price have painted (Step5Page). `onShown` says they
 * are on the page, so 'Go to Payment' can point at their fields.
 */
export default function AddressSections({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <>
      <ClientDetailsSection />
      <ShippingAddressSection />
    </>
  );
}
