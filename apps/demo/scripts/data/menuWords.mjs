// Titles of the menu groups and pages added with the forms, app views and shop screens, as
// [English, German, French, Arabic] rows.
export const menuWords = [
  ['App Views', 'App-Ansichten', "Vues d'application", 'واجهات التطبيق'],
  ['Blog', 'Blog', 'Blog', 'المدونة'],
  ['Profile', 'Profil', 'Profil', 'الملف الشخصي'],
  ['Timeline', 'Zeitleiste', 'Chronologie', 'الخط الزمني'],
  ['Form Plugins', 'Formular-Plugins', 'Extensions de formulaire', 'إضافات النماذج'],
  ['Wizards', 'Assistenten', 'Assistants', 'المعالجات'],
  ['Editors', 'Editoren', 'Éditeurs', 'المحررات'],
  ['Dropzone', 'Ablagebereich', 'Zone de dépôt', 'منطقة الإفلات'],
  ['Image Editor', 'Bildbearbeitung', "Éditeur d'image", 'محرر الصور'],
  ['Full Editor', 'Vollständiger Editor', 'Éditeur complet', 'المحرر الكامل'],
  ['Pricing Table', 'Preistabelle', 'Grille tarifaire', 'جدول الأسعار'],
  ['Products View', 'Produktübersicht', 'Vue des produits', 'عرض المنتجات'],
  ['Products Detail', 'Produktdetails', 'Détail du produit', 'تفاصيل المنتج'],
  ['Smart Form Elements', 'Smart-Formularelemente', 'Éléments de formulaire Smart', 'عناصر النماذج الذكية'],
  [
    'Smart Form Layouts',
    'Smart-Formularlayouts',
    'Mises en page de formulaire Smart',
    'تخطيطات النماذج الذكية',
  ],
  [
    'Bootstrap Form Elements',
    'Bootstrap-Formularelemente',
    'Éléments de formulaire Bootstrap',
    'عناصر نماذج Bootstrap',
  ],
  ['Jquery Grid', 'jQuery-Raster', 'Grille jQuery', 'شبكة jQuery'],
  ['Forum', 'Forum', 'Forum', 'المنتدى'],
  ['Forum Topic', 'Forenthema', 'Sujet du forum', 'موضوع المنتدى'],
  ['Forum Post', 'Forenbeitrag', 'Message du forum', 'مشاركة المنتدى'],
];
