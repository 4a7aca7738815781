// What other features may use of packages; pages are reached through the router only.
export { useFeaturedPackages } from './packages-api';
