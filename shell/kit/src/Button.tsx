import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { styled, css } from 'styled-components';
import { Spinner } from './Spinner.js';

export type ButtonVariant = 'primary' | 'secondary';

interface ButtonLookProps {
  /** `primary` = filled green (the main action); `secondary` = outlined. Default `primary`. */
  variant?: ButtonVariant;
  /** Optional icon shown before the label. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonLookProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled, shows a spinner and `busyLabel` (e.g. 'Saving...'). */
  busy?: boolean;
  busyLabel?: ReactNode;
}

const buttonLook = css<{ $variant: ButtonVariant; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font: 600 0.95rem/1.2 ${({ theme }) => theme.fonts.body};
  letter-spacing: 0.02em;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s, color 0.15s, border-color 0.15s;
  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryContrast};
          &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover}; }
        `
      : css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover:not(:disabled) { background: rgba(46, 125, 50, 0.08); }
        `}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth?: boolean }>`
  ${buttonLook}
`;
const StyledLink = styled(Link)<{ $variant: ButtonVariant; $fullWidth?: boolean }>`
  ${buttonLook}
`;

/** The kit's button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  icon,
  fullWidth,
  busy = false,
  busyLabel,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner /> : icon}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </StyledButton>
  );
}

export interface ButtonLinkProps extends ButtonLookProps, LinkProps {}

/** A router link that looks like a Button, for navigation ('Start Your Story' -> /step1). */
export function ButtonLink({ variant = 'primary', icon, fullWidth, children, ...rest }: ButtonLinkProps) {
  return (
    <StyledLink $variant={variant} $fullWidth={fullWidth} {...rest}>
      {icon}
      {children}
    </StyledLink>
  );
}
