// The app's kinds of booking, registered as the router does before a bookings page: a test that
// renders a bookings screen without the router imports this.
import '../app/booking-kinds';
