// What other features may use of destinations; pages are reached through the router only.
export { DestinationSelect } from './admin/destination-select';
export { destinationsQuery } from './destinations-api';
