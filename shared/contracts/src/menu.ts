/** The menu the server sends for the chosen profile (GET /api/menu). */
export interface MenuItem {
  key: string;
  /** i18n key */
  label: string;
  route: string;
  /** name of a Material icon, e.g. 'Dashboard' */
  icon: string;
}

export interface MenuGroup {
  key: 'main' | 'admin' | 'group_admin' | 'global_admin' | 'pool_admin' | 'working_days_admin';
  label: string;
  items: MenuItem[];
}

export interface MenuResponse {
  menu: MenuGroup[];
  profile_items: MenuItem[];
  mobile_left_menu: MenuItem[];
}
