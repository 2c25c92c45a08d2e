import { logoUrl, type Site } from '@/sites';
import styles from './site-logo.module.css';

/**
 * The site's logo at its registered size. A 0x0 logo means the operator shows no logo; an
 * unspecified size lets the image keep its intrinsic size. Wide logos scale down on small screens.
 */
export function SiteLogo({ site }: { site: Site }) {
  const { logo } = site;
  if (logo.width === 0 || logo.height === 0) return null;
  const size = logo.width !== null && logo.height !== null ? { width: logo.width, height: logo.height } : {};
  return (
    // A plain img: the logos are SVGs served as-is, and next/image optimisation is off.
    // eslint-disable-next-line @next/next/no-img-element
    <img className={styles.logo} src={logoUrl(site)} alt={site.name} data-testid="site-logo" {...size} />
  );
}
