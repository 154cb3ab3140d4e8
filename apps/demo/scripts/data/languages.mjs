// Offered languages (the first is the default) and their dictionaries, keyed by the English text.
export const languages = [
  { key: 'en', name: 'English', locale: 'en-US', flag: 'us' },
  { key: 'de', name: 'Deutsch', locale: 'de-DE', flag: 'de' },
  { key: 'fr', name: 'Français', locale: 'fr-FR', flag: 'fr' },
  { key: 'ar', name: 'العربية', locale: 'ar-u-nu-latn', flag: 'sa' },
];

// [English, German, French, Arabic]
const words = [
  ['Home', 'Startseite', 'Accueil', 'الرئيسية'],
  ['Login', 'Anmelden', 'Connexion', 'تسجيل الدخول'],
  ['Atrium Intel', 'Atrium-Infos', 'Infos Atrium', 'معلومات Atrium'],
  ['Miscellaneous', 'Verschiedenes', 'Divers', 'متفرقات'],
  ['App Layout', 'App-Aufbau', "Structure de l'app", 'تخطيط التطبيق'],
  ['App Layouts', 'App-Layouts', 'Mises en page', 'تخطيطات التطبيق'],
  ['Prebuilt Skins', 'Fertige Designs', 'Thèmes prêts', 'سمات جاهزة'],
  ['Different Versions', 'Versionen', 'Versions', 'الإصدارات'],
  ['Blank Page', 'Leere Seite', 'Page vierge', 'صفحة فارغة'],
  ['Error 404', 'Fehler 404', 'Erreur 404', 'خطأ 404'],
  ['Error 500', 'Fehler 500', 'Erreur 500', 'خطأ 500'],
  ['Main navigation', 'Hauptnavigation', 'Navigation principale', 'التنقل الرئيسي'],
  ['Expand menu', 'Menü ausklappen', 'Déplier le menu', 'توسيع القائمة'],
  ['Minify menu', 'Menü verkleinern', 'Réduire le menu', 'تصغير القائمة'],
  ['Breadcrumbs', 'Brotkrumen', "Fil d'Ariane", 'مسار التنقل'],
  ['Ribbon', 'Leiste', 'Bandeau', 'الشريط'],
  ['Navigation panel', 'Navigationsbereich', 'Panneau de navigation', 'لوحة التنقل'],
  ['Skip to content', 'Zum Inhalt springen', 'Aller au contenu', 'انتقل إلى المحتوى'],
  ['Shortcuts', 'Verknüpfungen', 'Raccourcis', 'اختصارات'],
  ['Search', 'Suche', 'Recherche', 'بحث'],
  [
    'Find reports and more',
    'Berichte und mehr finden',
    'Rechercher des rapports',
    'ابحث عن التقارير والمزيد',
  ],
  ['Full screen', 'Vollbild', 'Plein écran', 'ملء الشاشة'],
  ['Exit full screen', 'Vollbild beenden', 'Quitter le plein écran', 'الخروج من ملء الشاشة'],
  ['Sign out', 'Abmelden', 'Se déconnecter', 'تسجيل الخروج'],
  ['Toggle menu', 'Menü ein/aus', 'Afficher/masquer le menu', 'إظهار/إخفاء القائمة'],
  ['Language: {name}', 'Sprache: {name}', 'Langue : {name}', 'اللغة: {name}'],
  ['Mail', 'E-Mail', 'Courriel', 'البريد'],
  ['Calendar', 'Kalender', 'Calendrier', 'التقويم'],
  ['Maps', 'Karten', 'Cartes', 'الخرائط'],
  ['Invoice', 'Rechnung', 'Facture', 'الفاتورة'],
  ['Gallery', 'Galerie', 'Galerie', 'المعرض'],
  ['My Profile', 'Mein Profil', 'Mon profil', 'ملفي الشخصي'],
  [
    '{used} GB of {total} GB used',
    '{used} GB von {total} GB belegt',
    '{used} Go sur {total} Go utilisés',
    'مستخدم {used} من {total} غيغابايت',
  ],
  [
    'Last account activity: {time}',
    'Letzte Kontoaktivität: {time}',
    'Dernière activité : {time}',
    'آخر نشاط للحساب: {time}',
  ],
  ['Storage used', 'Belegter Speicher', 'Stockage utilisé', 'التخزين المستخدم'],
  ['Layout settings', 'Layout-Einstellungen', 'Réglages de mise en page', 'إعدادات التخطيط'],
  ['Fixed Header', 'Fixierte Kopfzeile', 'En-tête fixe', 'رأس ثابت'],
  ['Fixed Navigation', 'Fixierte Navigation', 'Navigation fixe', 'تنقل ثابت'],
  ['Fixed Ribbon', 'Fixierte Leiste', 'Bandeau fixe', 'شريط ثابت'],
  ['Fixed Footer', 'Fixierte Fußzeile', 'Pied de page fixe', 'تذييل ثابت'],
  ['Inside Container', 'Im Container', 'Dans un conteneur', 'داخل حاوية'],
  ['RTL', 'Rechts nach links', 'Droite à gauche', 'من اليمين إلى اليسار'],
  ['Menu on top', 'Menü oben', 'Menu en haut', 'القائمة في الأعلى'],
  ['Colour-blind friendly', 'Farbenblind-freundlich', 'Adapté au daltonisme', 'مناسب لعمى الألوان'],
  ['Factory Reset', 'Werkseinstellungen', 'Réinitialiser', 'إعادة ضبط المصنع'],
  ['Activities', 'Aktivitäten', 'Activités', 'الأنشطة'],
];

const columns = { en: 0, de: 1, fr: 2, ar: 3 };

/** `langs/{key}.json` contents for every offered language. */
export const dictionaries = Object.fromEntries(
  Object.entries(columns).map(([key, column]) => [
    key,
    Object.fromEntries(words.map((row) => [row[0], row[column]])),
  ]),
);
