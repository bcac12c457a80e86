import { siteInfo } from '@exceed/session';
import { Link } from 'react-router';

/** The product name everywhere the brand shows; page titles end with it. */
export const PRODUCT_NAME = siteInfo.name;

/** The logo link to the home page. */
export function Brand() {
  return (
    <Link to="/" className="shell-brand" aria-label={`${PRODUCT_NAME} home`}>
      <span className="shell-brand-mark" aria-hidden="true">
        E
      </span>
      <span className="shell-brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}
