#!/usr/bin/env node
/**
 * Authoring tool: synthesises the listening audio of the seeded catalogue from its transcripts
 * with espeak-ng and encodes it as small mono MP3 with lame. The MP3 files are committed, so
 * neither tool is needed to run or test the product.
 *
 *   node scripts/synthesise-audio.mjs            # only files that are missing
 *   node scripts/synthesise-audio.mjs --force    # every file
 *   node scripts/synthesise-audio.mjs --only cam- # only files whose name starts with "cam-"
 *
 * A transcript line "Name: text" is a speaker turn; each speaker name gets its own voice, so a
 * dialogue sounds like two people. Lines without a speaker use the narrator's voice.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.join(root, 'backend', 'content');
const mediaDir = path.join(contentDir, 'media');
const force = process.argv.includes('--force');
const onlyIndex = process.argv.indexOf('--only');
const onlyPrefix = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '') : '';

const VOICES = ['en-gb+m3', 'en-us+f3', 'en-gb+f4', 'en-us+m4', 'en-gb-x-rp+m1'];
const NARRATOR = 'en-gb+m1';
const SAMPLE_RATE = 22050;

function collectAudio(node, found) {
  if (Array.isArray(node)) {
    for (const item of node) collectAudio(item, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.audio === 'string' && typeof node.transcript === 'string') {
    found.set(node.audio, node.transcript);
  }
  for (const value of Object.values(node)) collectAudio(value, found);
}

function speakToPcm(text, voice, workDir, index) {
  const wav = path.join(workDir, `${index}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-s', '145', '-g', '4', '-w', wav, text]);
  const data = readFileSync(wav);
  // espeak-ng writes a 44-byte canonical WAV header at 22050 Hz, mono, 16-bit.
  return data.subarray(44);
}

function wavHeader(byteLength) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + byteLength, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(byteLength, 40);
  return header;
}

function synthesise(relativePath, transcript) {
  const target = path.join(mediaDir, relativePath);
  mkdirSync(path.dirname(target), { recursive: true });
  const workDir = path.join(tmpdir(), `synth-${process.pid}`);
  mkdirSync(workDir, { recursive: true });
  const speakers = new Map();
  const pause = Buffer.alloc(Math.round(SAMPLE_RATE * 0.6) * 2);
  const chunks = [];
  transcript
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .forEach((line, index) => {
      const match = /^([A-Z][\w .'-]{0,24}):\s+(.+)$/.exec(line);
      let voice = NARRATOR;
      let text = line;
      if (match) {
        const [, speaker, said] = match;
        if (!speakers.has(speaker)) speakers.set(speaker, VOICES[speakers.size % VOICES.length]);
        voice = speakers.get(speaker);
        text = said;
      }
      chunks.push(speakToPcm(text.replace(/%[biu]%/g, ''), voice, workDir, index), pause);
    });
  const pcm = Buffer.concat(chunks);
  const wavPath = path.join(workDir, 'all.wav');
  writeFileSync(wavPath, Buffer.concat([wavHeader(pcm.length), pcm]));
  execFileSync('lame', ['--quiet', '-m', 'm', '--resample', '16', '-b', '24', wavPath, target]);
  rmSync(workDir, { recursive: true, force: true });
}

const found = new Map();
// The catalogue's tests and the adaptive item bank.
for (const dir of [path.join(contentDir, 'tests'), path.join(contentDir, 'adaptive')]) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    collectAudio(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), found);
  }
}
let made = 0;
for (const [relativePath, transcript] of found) {
  if (onlyPrefix && !path.basename(relativePath).startsWith(onlyPrefix)) continue;
  if (!force && existsSync(path.join(mediaDir, relativePath))) continue;
  synthesise(relativePath, transcript);
  made += 1;
  console.log(`synthesised ${relativePath}`);
}
console.log(`${made} audio file(s) written, ${found.size - made} already present.`);
