import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKILLS } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { SKILL_COLORS, SKILL_LINES } from '@/features/classes/utils/analytics';

/** The ink of each skill in the tokens' $skill-colors map (tint, ink). */
function tokenInks(): Record<string, string> {
  const scss = readFileSync(join(process.cwd(), 'src/styles/_tokens.scss'), 'utf8');
  const inks: Record<string, string> = {};
  for (const match of scss.matchAll(/'([A-Z]{2})':\s*\(\s*(#[0-9a-f]{6}),\s*(#[0-9a-f]{6}),?\s*\)/gi)) {
    inks[match[1]!] = match[3]!.toLowerCase();
  }
  return inks;
}

const channel = (hex: string, i: number) => {
  const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}

/** CIE LCh hue angle (D65), in degrees. */
function hue(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => channel(hex, i)) as [number, number, number];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return ((Math.atan2(200 * (y - z), 500 * (x - y)) * 180) / Math.PI + 360) % 360;
}

describe('skill colours of the analytics charts', () => {
  it('are the tokens’ skill inks, each at least 4.5:1 on white', () => {
    const inks = tokenInks();
    for (const skill of SKILLS) {
      expect(SKILL_COLORS[skill].toLowerCase(), skill).toBe(inks[skill]);
      expect(1.05 / (luminance(SKILL_COLORS[skill]) + 0.05), skill).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('tell every two skills apart: hues at least 45° apart, or another line and point', () => {
    for (const [i, a] of SKILLS.entries()) {
      for (const b of SKILLS.slice(i + 1)) {
        const apart = Math.abs(hue(SKILL_COLORS[a]) - hue(SKILL_COLORS[b]));
        if (Math.min(apart, 360 - apart) >= 45) continue;
        const sameLine =
          SKILL_LINES[a].dash.join() === SKILL_LINES[b].dash.join() && SKILL_LINES[a].point === SKILL_LINES[b].point;
        expect(sameLine, `${a} and ${b} look alike`).toBe(false);
      }
    }
  });
});
