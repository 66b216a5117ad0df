import { render, screen, within } from '@testing-library/react';
import type { PublicLinkPage } from '@venue/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkPage } from './link-page.tsx';

function page(overrides: Partial<PublicLinkPage> = {}): PublicLinkPage {
  return {
    venue: { userName: 'spice-route', name: 'Spice Route', logoUrl: null },
    theme: 'midnight',
    links: [
      { kind: 'custom', label: 'Instagram', href: '/v/spice-route/l/aaa', icon: 'instagram' },
      { kind: 'custom', label: 'Order on Swiggy', href: '/v/spice-route/l/bbb', icon: 'swiggy' },
      { kind: 'menu', label: 'View Menu', href: '/v/spice-route', icon: null },
      { kind: 'whatsapp', label: 'WhatsApp Us', href: 'https://wa.me/919000000011', icon: null },
    ],
    verified: true,
    fssaiLicence: '12345678901234',
    contact: { address: '12 MG Road, Bengaluru', googleMapsLink: 'https://maps.app.goo.gl/x', phones: [], email: null },
    vcardHref: '/v/spice-route/contact.vcf',
    ...overrides,
  };
}

describe('LinkPage', () => {
  it('shows exactly the given links, in order, each with its icon', () => {
    render(<LinkPage page={page()} />);
    const list = screen.getByRole('list', { name: 'Spice Route links' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram', '/v/spice-route/l/aaa'],
      ['Order on Swiggy', '/v/spice-route/l/bbb'],
      ['View Menu', '/v/spice-route'],
      ['WhatsApp Us', 'https://wa.me/919000000011'],
    ]);
    // The Instagram mark, not the plain link icon.
    expect(links[0]!.querySelector('svg')?.getAttribute('class')).toContain('tabler-icon-brand-instagram');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers "Save contact", the verified badge and the FSSAI licence', () => {
    render(<LinkPage page={page()} />);
    expect(screen.getByRole('link', { name: 'Save contact' })).toHaveAttribute('href', '/v/spice-route/contact.vcf');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verified business');
    expect(screen.getByText('FSSAI Lic. No. 12345678901234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 MG Road, Bengaluru' })).toHaveAttribute('href', 'https://maps.app.goo.gl/x');
  });

  it('leaves out what the page does not have', () => {
    render(<LinkPage page={page({ links: [], verified: false, fssaiLicence: null, vcardHref: null, contact: null })} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/Verified/)).not.toBeInTheDocument();
    expect(screen.queryByText(/FSSAI/)).not.toBeInTheDocument();
    expect(screen.getByText('This venue has no links to show yet. Please ask our staff.')).toBeInTheDocument();
  });

  it('renders on the server as plain links, with the theme shared with the menu', () => {
    const html = renderToString(<LinkPage page={page()} />);
    expect(html).toContain('data-theme="midnight"');
    expect(html).toContain('href="/v/spice-route/contact.vcf"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<button');
  });
});
