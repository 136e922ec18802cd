/** The site header: placeholder until it lands. */
import { Link } from 'react-router';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="logo">
        Attar House
      </Link>
    </header>
  );
}
