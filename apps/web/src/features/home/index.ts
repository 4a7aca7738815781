// What other features may use of the home page; pages are reached through the router only.
export { HeroSlideshow } from './hero-slideshow';
