import { siteInfo } from '@exceed/session';
import { Link } from 'react-router';

/** The product name everywhere the brand shows; page titles end with it. */
export const PRODUCT_NAME = siteInfo.name;

/**
 * The logo link to the home page. Its name is the visible product name, so that what people see is what
 * they can say to reach it (WCAG 2.5.3 Label in Name); the mark beside it is decoration.
 */
export function Brand() {
  return (
    <Link to="/" className="shell-brand">
      <span className="shell-brand-mark" aria-hidden="true">
        E
      </span>
      <span className="shell-brand-name">{PRODUCT_NAME}</span>
    </Link>
  );
}
