// What other features may use of packages; pages are reached through the router only.
export {
  type TripSelection,
  useFeaturedPackages,
  usePackageById,
  usePackageQuote,
} from './packages-api';
