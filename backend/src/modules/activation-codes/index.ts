/** Activation codes, as the rest of the API sees it. Everything else in this folder is internal. */
export { codeKeyOf, generateCode, hashCode } from './codes';
export { activationRoutes } from './routes';
export { createActivationService, type ActivationService } from './service';
export { createCodes, type CodeBatch } from './batches';
export { DEMO_ACTIVATION_CODES, DEMO_CODE_TEST_SLUG, seedDemoCodes } from './seed';
export { adaptiveRightReader, grantAdaptiveRight } from './repository';
