/** Adaptive and placement tests (IRT engine, item bank, attempts), as the rest of the API sees it. */
export { loadBank, type BankItem } from './bank';
