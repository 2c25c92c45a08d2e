import { render, screen } from '@testing-library/react';
import { SiteLogo } from '@/app/_components/site-logo';
import { logoUrl, sites, type Site } from '@/sites';

function siteWhere(predicate: (site: Site) => boolean): Site {
  const site = sites.find(predicate);
  if (!site) throw new Error('the registry lacks a site for this case');
  return site;
}

test('a sized logo renders at its registered width and height, named by the site', () => {
  const site = siteWhere((s) => s.logo !== null && s.logo.width === 460 && s.logo.height === 175.88);
  render(<SiteLogo site={site} />);
  const img = screen.getByRole('img', { name: site.name });
  expect(img).toHaveAttribute('src', logoUrl(site));
  expect(img).toHaveAttribute('width', '460');
  expect(img).toHaveAttribute('height', '175.88');
});

test('a 0x0 logo renders nothing', () => {
  const site = siteWhere((s) => s.logo !== null && s.logo.width === 0);
  const { container } = render(<SiteLogo site={site} />);
  expect(container).toBeEmptyDOMElement();
});

test('an unspecified size renders the logo without size attributes', () => {
  const site = siteWhere((s) => s.logo === null);
  render(<SiteLogo site={site} />);
  const img = screen.getByRole('img', { name: site.name });
  expect(img).not.toHaveAttribute('width');
  expect(img).not.toHaveAttribute('height');
});
