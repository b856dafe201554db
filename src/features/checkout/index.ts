/** Checkout: the cart or one test, membership plans, exam packages, and the payment result. */
export { CheckoutScreen } from './components/checkout-screen';
export { ComboScreen } from './components/combo-screen';
export { ExamScreen } from './components/exam-screen';
export { ResultScreen } from './components/result-screen';
