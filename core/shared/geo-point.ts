/** A place on the map: a customer's pin, a delivery zone's centre, an order's address. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}
