/** Third-party practice tests: the page's screen. */
export { ThirdPartyScreen } from './components/third-party-screen';
