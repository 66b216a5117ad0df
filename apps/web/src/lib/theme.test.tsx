import { luminance, mergeMantineTheme, DEFAULT_THEME, MantineProvider, Notification, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** WCAG 2 contrast ratio of two opaque colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `color` at `alpha` over white, as Mantine's light variants paint their background. */
const overWhite = (color: string, alpha: number) => {
  const channel = (offset: number) => Math.round(parseInt(color.slice(offset, offset + 2), 16) * alpha + 255 * (1 - alpha));
  return `#${[1, 3, 5].map((offset) => channel(offset).toString(16).padStart(2, '0')).join('')}`;
};

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
/** The shade filled, light, outline and subtle variants paint with (theme.primaryShade). */
const shade = (name: string) => merged.colors[name]![6];

describe('theme (issue 15: WCAG AA)', () => {
  it('fills primary buttons in a colour white text reads on at AA (4.5:1)', () => {
    expect(merged.primaryColor).toBe('teal');
    expect(merged.primaryShade).toBe(6);
    expect(contrast(shade('teal'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['teal', 'red', 'orange', 'yellow', 'green', 'blue', 'gray', 'cyan', 'grape', 'pink', 'violet', 'indigo', 'lime'])(
    '%s: filled with white text, text on white and light badges all read at AA',
    (name) => {
      const color = shade(name);
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      // Light variant: the colour as text on its own 10 % tint (12 % when hovered).
      expect(contrast(color, overWhite(color, 0.12))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps dimmed text (gray 6) at AA on white and on the gray-0 panels', () => {
    expect(contrast(merged.colors.gray[6], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(merged.colors.gray[6], merged.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('selects (issue 15 "Speed")', () => {
  it('render no option list while closed (nothing to place), and the list once opened', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Select label="Food Type" data={['Veg', 'Egg']} defaultValue="Veg" />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Select-dropdown')).toBeNull();
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'Food Type' }));
    expect(await screen.findByRole('option', { name: 'Egg' })).toBeVisible();
  });
});

describe('close buttons (axe: button-name)', () => {
  it('name a toast\'s close button "Close"', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Notification title="Invite saved" onClose={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
