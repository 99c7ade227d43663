import { renderStandalone } from '@storyloom/kit/standalone';
import AboutPage from './pages/AboutPage.js';
import ContactPage from './pages/ContactPage.js';
import LandingPage from './pages/LandingPage.js';
import LoginPage from './pages/LoginPage.js';
import PrivacyPage from './pages/PrivacyPage.js';
import SignupPage from './pages/SignupPage.js';
import TermsPage from './pages/TermsPage.js';

renderStandalone('mf-content', [
  { path: '/home', element: <LandingPage /> },
  { path: '/tos', element: <TermsPage /> },
  { path: '/pp', element: <PrivacyPage /> },
  { path: '/about-us', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
]);
