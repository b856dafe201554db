/**
 * The picture a link preview shows for a shared result (1200×630, the size Facebook and Zalo
 * crop to): the test, the score and, when the owner chose so, their name. Rendered on the
 * server with Next's own image renderer, in the site's typeface with its Vietnamese glyphs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { unitTestTitles } from '@/components/unit-test/labels';
import { formatNumber } from '@/lib/format';
import enCommon from '../../../../locales/en/common.json';
import enPlayer from '../../../../locales/en/player.json';
import viCommon from '../../../../locales/vi/common.json';
import viPlayer from '../../../../locales/vi/player.json';
import type { SharePreview } from './shared-result';

const RESULT_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const TEXTS = {
  vi: { brand: viCommon.brand.name, ...viPlayer.sharedResult.image },
  en: { brand: enCommon.brand.name, ...enPlayer.sharedResult.image },
};

type FontWeight = 400 | 700;
type FontStyleName = 'normal';
interface LoadedFont {
  name: string;
  data: ArrayBuffer;
  weight: FontWeight;
  style: FontStyleName;
}

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'be-vietnam-pro', 'files');
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
// One family per subset, listed in order: the renderer looks a glyph up across the list, while
// subsets under one name would hide each other (and a missing glyph sends it to the internet).
const FONT_FAMILY = SUBSETS.map((subset) => `Be Vietnam Pro ${subset}`).join(', ');
/** What those subsets can draw; anything else (an emoji in a test's name, say) is left out. */
const UNDRAWABLE = /[^\u0020-\u024F\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20CF]/gu;
// Composed first: Vietnamese typed with combining marks becomes the subsets' precomposed letters.
const drawable = (text: string) => text.normalize('NFC').replace(UNDRAWABLE, '').trim();
let fonts: Promise<LoadedFont[]> | undefined;

/** Be Vietnam Pro, Latin and Vietnamese subsets, read once per server process. */
function loadFonts(): Promise<LoadedFont[]> {
  fonts ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => {
        const file = await readFile(path.join(FONT_DIR, `be-vietnam-pro-${subset}-${weight}-normal.woff`));
        const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
        return { name: `Be Vietnam Pro ${subset}`, data, weight, style: 'normal' as const };
      }),
    ),
  );
  return fonts;
}

/** The PNG of a shared result's preview. */
export async function renderResultImage(preview: SharePreview, language: 'vi' | 'en'): Promise<Buffer> {
  const texts = TEXTS[language];
  const title = drawable(unitTestTitles(preview.unitTest, language).title);
  const sharedBy = preview.sharedBy ? drawable(preview.sharedBy) : '';
  const voided = preview.status === 'VOIDED';
  const score = preview.score === null ? '–' : formatNumber(preview.score, language);
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: 'linear-gradient(135deg, #eef4ff 0%, #ffffff 60%, #fff7ed 100%)',
        fontFamily: FONT_FAMILY,
        color: '#111827',
      }}
    >
      <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, color: '#1c41b8' }}>{texts.brand}</div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 720, marginRight: 48 }}>
          <div style={{ display: 'flex', fontSize: 28, color: '#4b5567' }}>{texts.heading}</div>
          <div style={{ display: 'flex', fontSize: 52, fontWeight: 700, lineHeight: 1.2, marginTop: 12 }}>
            {title.length > 90 ? `${title.slice(0, 88)}…` : title}
          </div>
          {sharedBy && (
            <div style={{ display: 'flex', fontSize: 30, color: '#344054', marginTop: 24 }}>
              {texts.by.replace('{{name}}', sharedBy)}
            </div>
          )}
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            width: 300,
            height: 300,
            borderRadius: 150,
            background: voided ? '#fef2f2' : '#2554e0',
            color: voided ? '#b91c1c' : '#ffffff',
          }}
        >
          {voided ? (
            <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, textAlign: 'center', padding: 24 }}>
              {texts.voided}
            </div>
          ) : (
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <div style={{ display: 'flex', alignItems: 'baseline' }}>
                <span style={{ fontSize: 92, fontWeight: 700, lineHeight: 1 }}>{score}</span>
                <span style={{ fontSize: 36, fontWeight: 700, marginLeft: 4 }}>/10</span>
              </div>
              {preview.percent !== null && (
                <div style={{ display: 'flex', fontSize: 30, marginTop: 8, opacity: 0.9 }}>
                  {`${formatNumber(preview.percent, language)}%`}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#4b5567' }}>{texts.cta}</div>
    </div>,
    { ...RESULT_IMAGE_SIZE, fonts: await loadFonts() },
  );
  return Buffer.from(await image.arrayBuffer());
}
