/**
 * "Practise my mistakes": the card the home and My tests show. It is loaded lazily, with its
 * strings, so the home (one static page for every visitor) carries neither until a signed-in
 * student's page renders it. The practice screen is in `lazy/`.
 */
import dynamic from 'next/dynamic';

export const MistakesCard = dynamic(() => import('./lazy/mistakes-card').then((m) => m.MistakesCard), {
  ssr: false,
});
