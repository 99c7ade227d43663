import { usePageview } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.js';

/** /signup placeholder until the content issue brings the form. */
export default function SignupPage() {
  usePageview('/signup', 'Signup');
  return (
    <InfoPage title="Sign Up">
      <Link to="/login">Already have an account? Login</Link>
    </InfoPage>
  );
}
