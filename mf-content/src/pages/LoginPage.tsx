import { usePageview } from '@storyloom/kit';
import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.js';

/** /login placeholder until the content issue brings the form. */
export default function LoginPage() {
  usePageview('/login', 'Login');
  return (
    <InfoPage title="Login">
      <Link to="/signup">Don&apos;t have an account? Sign up</Link>
    </InfoPage>
  );
}
