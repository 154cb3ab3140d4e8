// The header's recent projects (projects.json): title and the page each opens. Only pages the demo has.
export const recentProjects = [
  { title: 'Quarterly revenue dashboard', href: '/dashboard' },
  { title: 'Support team widget board', href: '/widgets' },
  { title: 'Regional office map', href: '/maps' },
  { title: 'Brand refresh: prebuilt skins', href: '/prebuilt-skins' },
];
