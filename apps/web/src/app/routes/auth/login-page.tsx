import { Navigate, useSearchParams } from 'react-router';
import { loginPromptPath } from '../../guards';

/**
 * `/login` (the spec's route named login): opens the login dialog over the home page,
 * keeping `redirect`; `?type=blog-admin` asks for the blog admin variant.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const variant = params.get('type') === 'blog-admin' ? 'blog-admin' : 'true';
  const redirect = params.get('redirect');
  const to = redirect ? loginPromptPath(variant, redirect) : `/?showLogin=${variant}`;
  return <Navigate to={to} replace />;
}
