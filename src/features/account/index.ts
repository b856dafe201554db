/** What other features may use of the account feature (they need the `account` namespace). */
export { DeviceIcon } from './components/account-icons';
export { useDescribeDevice } from './hooks/use-describe-device';
