import type { SpeakingMimeType } from '@contract/player';

/**
 * Recordings are recognised by their first bytes, never by their name or declared type: what
 * MediaRecorder makes in Chromium and Firefox (WebM, Ogg), in Safari (MP4/M4A), and WAV or MP3
 * from other recorders.
 */

export interface AudioType {
  mimeType: SpeakingMimeType;
  extension: 'webm' | 'ogg' | 'm4a' | 'wav' | 'mp3';
}

const ascii = (data: Buffer, start: number, text: string) =>
  data.length >= start + text.length && data.subarray(start, start + text.length).toString('latin1') === text;

export function detectAudioType(data: Buffer): AudioType | null {
  // EBML header; the DocType must say WebM (plain Matroska video is not a recording we take).
  if (data.length >= 4 && data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3) {
    return data.subarray(0, 64).includes(Buffer.from('webm', 'latin1'))
      ? { mimeType: 'audio/webm', extension: 'webm' }
      : null;
  }
  if (ascii(data, 0, 'OggS')) return { mimeType: 'audio/ogg', extension: 'ogg' };
  if (ascii(data, 4, 'ftyp')) return { mimeType: 'audio/mp4', extension: 'm4a' };
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WAVE')) return { mimeType: 'audio/wav', extension: 'wav' };
  if (ascii(data, 0, 'ID3')) return { mimeType: 'audio/mpeg', extension: 'mp3' };
  // An MPEG audio frame: 11 sync bits, then a layer that is not "reserved" (00 is AAC/ADTS).
  const first = data[0];
  const second = data[1];
  if (
    data.length >= 4 &&
    first === 0xff &&
    second !== undefined &&
    (second & 0xe0) === 0xe0 &&
    ((second >> 1) & 0x03) !== 0 &&
    ((second >> 3) & 0x03) !== 0x01
  ) {
    return { mimeType: 'audio/mpeg', extension: 'mp3' };
  }
  return null;
}
