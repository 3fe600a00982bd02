/** GET /api/seller/dashboard: the figures of the seller dashboard (amounts in rupees). */
/** `revenue` (rupees) is absent for staff logins (decision record 016). */
export type DashboardDay = { date: string; orders: number; revenue?: number };
export type RecentOrder = {
  _id: string;
  orderNumber: number;
  customer: string;
  amount: number;
  quantity: number;
  isPaid: boolean;
  paymentType: string;
  status: string;
  createdAt: string;
};
export type Dashboard = {
  totalOrders: number;
  totalShippedQty: number;
  todayOrders: number;
  todayShippedQty: number;
  /** Rupees (decision 006: paid and COD-delivered orders, net of cancellations). Absent for staff logins (decision 016). */
  totalRevenue?: number;
  /** Rupees: coupon discounts given on the orders counted in totalRevenue (issue 19). Absent for staff logins. */
  totalDiscounts?: number;
  recentOrders: RecentOrder[];
  /** The last 30 days in India's calendar, oldest first, every day present. */
  days: DashboardDay[];
  today: string;
};

export const DASHBOARD_DAYS = 30;
export const RECENT_ORDERS = 5;
