/** Speaking answers (recordings and their scoring), as the rest of the API sees it. Import from here. */
export { createLocalScoringProvider, type ScoringProvider } from './provider';
export { speakingScoreRoutes, speakingUploadRoutes } from './routes';
export { createSpeakingService, SPEAKING_DIR, type SpeakingService } from './service';
