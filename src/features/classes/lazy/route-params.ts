/** Checks of the classes routes' parameters, for their getServerSideProps (a bad one is a 404). */
export { classSlugParam, unitTestSlugParam } from '../utils/route-params';
