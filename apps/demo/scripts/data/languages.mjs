import { appPageWords } from './appPageWords.mjs';
import { dashboardWords } from './dashboardWords.mjs';
import { calendarWords } from './calendarWords.mjs';
import { calendarExternalWords } from './calendarExternalWords.mjs';
import { calendarMoreWords } from './calendarMoreWords.mjs';
import { composeWords } from './composeWords.mjs';
import { formPageWords } from './formPageWords.mjs';
import { formToolWords } from './formToolWords.mjs';
import { formWords } from './formWords.mjs';
import { graphWords } from './graphWords.mjs';
import { gridDetailWords } from './gridDetailWords.mjs';
import { gridSelectionWords } from './gridSelectionWords.mjs';
import { inboxWords } from './inboxWords.mjs';
import { mailboxWords } from './mailboxWords.mjs';
import { interactionWords } from './interactionWords.mjs';
import { interfaceWords } from './interfaceWords.mjs';
import { mapWords } from './mapWords.mjs';
import { menuWords } from './menuWords.mjs';
import { pluginWords } from './pluginWords.mjs';
import { projectWords } from './projectWords.mjs';
import { miscViewWords } from './miscViewWords.mjs';
import { roomWords } from './roomWords.mjs';
import { searchWords } from './searchWords.mjs';
import { showcaseWords } from './showcaseWords.mjs';
import { signInWords } from './signInWords.mjs';
import { socialWords } from './socialWords.mjs';
import { tableWords } from './tableWords.mjs';
import { templateInfoWords } from './templateInfoWords.mjs';
import { typographyWords } from './typographyWords.mjs';
import { uiElementWords } from './uiElementWords.mjs';
import { uiLayoutWords } from './uiLayoutWords.mjs';
import { widgetsPageWords } from './widgetsPageWords.mjs';

// Offered languages (the first is the default) and their dictionaries, keyed by the English text.
export const languages = [
  { key: 'en', name: 'English', locale: 'en-US', flag: 'us', hasDictionary: false },
  { key: 'de', name: 'Deutsch', locale: 'de-DE', flag: 'de' },
  { key: 'fr', name: 'Français', locale: 'fr-FR', flag: 'fr' },
  { key: 'ar', name: 'العربية', locale: 'ar-u-nu-latn', flag: 'sa' },
];

// [English, German, French, Arabic]: the shell's words; widgets' and screens' words come from their modules.
const shellWords = [
  ['Home', 'Startseite', 'Accueil', 'الرئيسية'],
  ['Login', 'Anmelden', 'Connexion', 'تسجيل الدخول'],
  ['Atrium Intel', 'Atrium-Infos', 'Infos Atrium', 'معلومات Atrium'],
  ['Miscellaneous', 'Verschiedenes', 'Divers', 'متفرقات'],
  ['Cool Features', 'Extras', 'Fonctions avancées', 'ميزات رائعة'],
  ['Widgets', 'Widgets', 'Widgets', 'الأدوات'],
  ['Dashboard', 'Dashboard', 'Tableau de bord', 'لوحة التحكم'],
  ['Analytics Dashboard', 'Analyse-Dashboard', 'Tableau analytique', 'لوحة التحليلات'],
  ['Social Wall', 'Social Wall', 'Mur social', 'الحائط الاجتماعي'],
  ['Graphs', 'Diagramme', 'Graphiques', 'الرسوم البيانية'],
  ['Flot Charts', 'Flot-Diagramme', 'Graphiques Flot', 'مخططات Flot'],
  ['Morris Charts', 'Morris-Diagramme', 'Graphiques Morris', 'مخططات Morris'],
  ['Sparkline Charts', 'Sparklines', 'Sparklines', 'مخططات مصغرة'],
  ['Easy Pie Charts', 'Ringdiagramme', 'Anneaux de progression', 'مخططات دائرية'],
  ['Dygraphs', 'Dygraphs', 'Dygraphs', 'Dygraphs'],
  ['Chart.js', 'Chart.js', 'Chart.js', 'Chart.js'],
  ['Highchart Tables', 'Tabellendiagramme', 'Tableaux graphiques', 'جداول المخططات'],
  ['App Layout', 'App-Aufbau', "Structure de l'app", 'تخطيط التطبيق'],
  ['App Layouts', 'App-Layouts', 'Mises en page', 'تخطيطات التطبيق'],
  ['Prebuilt Skins', 'Fertige Designs', 'Thèmes prêts', 'سمات جاهزة'],
  ['Different Versions', 'Versionen', 'Versions', 'الإصدارات'],
  ['Blank Page', 'Leere Seite', 'Page vierge', 'صفحة فارغة'],
  ['Error 404', 'Fehler 404', 'Erreur 404', 'خطأ 404'],
  ['Error 500', 'Fehler 500', 'Erreur 500', 'خطأ 500'],
  ['Inbox', 'Posteingang', 'Boîte de réception', 'البريد الوارد'],
  ['Message', 'Nachricht', 'Message', 'الرسالة'],
  ['Tables', 'Tabellen', 'Tableaux', 'الجداول'],
  ['Normal Tables', 'Einfache Tabellen', 'Tableaux simples', 'جداول عادية'],
  ['Data Tables', 'Datentabellen', 'Tableaux de données', 'جداول البيانات'],
  ['Forms', 'Formulare', 'Formulaires', 'النماذج'],
  [
    'Bootstrap Form Validation',
    'Bootstrap-Formularprüfung',
    'Validation Bootstrap',
    'التحقق من نماذج Bootstrap',
  ],
  ['UI Elements', 'UI-Elemente', "Éléments d'interface", 'عناصر الواجهة'],
  ['General Elements', 'Allgemeine Elemente', 'Éléments généraux', 'العناصر العامة'],
  ['Buttons', 'Schaltflächen', 'Boutons', 'الأزرار'],
  ['Grid', 'Raster', 'Grille', 'الشبكة'],
  ['Tree View', 'Baumansicht', 'Arborescence', 'عرض الشجرة'],
  ['Nestable Lists', 'Verschachtelbare Listen', 'Listes imbriquées', 'قوائم متداخلة'],
  ['Typography', 'Typografie', 'Typographie', 'الطباعة'],
  ['E-Commerce', 'E-Commerce', 'E-commerce', 'التجارة الإلكترونية'],
  ['Orders', 'Bestellungen', 'Commandes', 'الطلبات'],
  ['Main navigation', 'Hauptnavigation', 'Navigation principale', 'التنقل الرئيسي'],
  ['Expand menu', 'Menü ausklappen', 'Déplier le menu', 'توسيع القائمة'],
  ['Minify menu', 'Menü verkleinern', 'Réduire le menu', 'تصغير القائمة'],
  ['Breadcrumbs', 'Brotkrumen', "Fil d'Ariane", 'مسار التنقل'],
  ['Ribbon', 'Leiste', 'Bandeau', 'الشريط'],
  ['Navigation panel', 'Navigationsbereich', 'Panneau de navigation', 'لوحة التنقل'],
  ['Skip to content', 'Zum Inhalt springen', 'Aller au contenu', 'انتقل إلى المحتوى'],
  ['Loading', 'Wird geladen', 'Chargement', 'جارٍ التحميل'],
  ['Shortcuts', 'Verknüpfungen', 'Raccourcis', 'اختصارات'],
  ['Search', 'Suche', 'Recherche', 'بحث'],
  ['Open search', 'Suche öffnen', 'Ouvrir la recherche', 'فتح البحث'],
  [
    'Find reports and more',
    'Berichte und mehr finden',
    'Rechercher des rapports',
    'ابحث عن التقارير والمزيد',
  ],
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
  [
    'Activities, {count} new',
    'Aktivitäten, {count} neu',
    'Activités, {count} nouvelles',
    'الأنشطة، {count} جديدة',
  ],
  ['Notifications', 'Benachrichtigungen', 'Notifications', 'الإشعارات'],
  ['Tasks', 'Aufgaben', 'Tâches', 'المهام'],
  ['Layout options', 'Layout-Optionen', 'Options de mise en page', 'خيارات التخطيط'],
  ['Skins', 'Designs', 'Thèmes', 'السمات'],
  ['Factory reset', 'Zurücksetzen', 'Réinitialisation', 'إعادة الضبط'],
  [
    'All layout settings return to their defaults and the page reloads.',
    'Alle Layout-Einstellungen werden zurückgesetzt und die Seite lädt neu.',
    'Tous les réglages reviennent à leurs valeurs par défaut et la page se recharge.',
    'تعود جميع إعدادات التخطيط إلى قيمها الافتراضية ويُعاد تحميل الصفحة.',
  ],
  ['Projects:', 'Projekte:', 'Projets :', 'المشاريع:'],
  ['Recent projects', 'Letzte Projekte', 'Projets récents', 'المشاريع الأخيرة'],
  ['Clear projects', 'Projekte leeren', 'Vider les projets', 'مسح المشاريع'],
  ['No recent projects', 'Keine letzten Projekte', 'Aucun projet récent', 'لا توجد مشاريع حديثة'],
  // Voice command
  ['Voice command', 'Sprachsteuerung', 'Commande vocale', 'الأوامر الصوتية'],
  ['Voice commands', 'Sprachbefehle', 'Commandes vocales', 'الأوامر الصوتية'],
  [
    'Microphone access is not allowed',
    'Mikrofonzugriff nicht erlaubt',
    'Accès au micro refusé',
    'الوصول إلى الميكروفون غير مسموح',
  ],
  [
    'Turn on the microphone, then say one of these phrases.',
    'Schalten Sie das Mikrofon ein und sagen Sie einen dieser Sätze.',
    'Activez le micro, puis dites une de ces phrases.',
    'شغّل الميكروفون ثم قل إحدى هذه العبارات.',
  ],
  ['Say', 'Sagen Sie', 'Dites', 'قل'],
  ['Got it', 'Verstanden', 'Compris', 'فهمت'],
  ['Command', 'Befehl', 'Commande', 'أمر'],
  ['Voice feedback muted', 'Sprachtöne stumm', 'Sons de retour coupés', 'تم كتم أصوات التنبيه'],
  ['Voice feedback sounds on', 'Sprachtöne an', 'Sons de retour activés', 'أصوات التنبيه مفعّلة'],
  [
    'Voice command turned off',
    'Sprachsteuerung ausgeschaltet',
    'Commande vocale désactivée',
    'تم إيقاف الأوامر الصوتية',
  ],
  [
    'Press the microphone button to turn it on again.',
    'Drücken Sie die Mikrofontaste, um sie wieder einzuschalten.',
    'Appuyez sur le bouton du micro pour la réactiver.',
    'اضغط زر الميكروفون لتشغيلها مجددًا.',
  ],
  [
    'Error: {heard} no match found!',
    'Fehler: {heard} nicht erkannt!',
    'Erreur : {heard} non reconnu !',
    'خطأ: لم يتم العثور على تطابق لـ {heard}!',
  ],
  [
    'Please speak clearly into the microphone',
    'Bitte sprechen Sie deutlich ins Mikrofon',
    'Parlez distinctement dans le micro',
    'يرجى التحدث بوضوح في الميكروفون',
  ],
  [
    'Voice command failed, must Allow Microphone, must have Internet Connection',
    'Sprachsteuerung fehlgeschlagen: Mikrofon erlauben und Internetverbindung prüfen',
    'Échec de la commande vocale : autorisez le micro et vérifiez la connexion Internet',
    'فشل الأمر الصوتي: اسمح بالميكروفون وتأكد من الاتصال بالإنترنت',
  ],
  ['Opens a page', 'Öffnet eine Seite', 'Ouvre une page', 'يفتح صفحة'],
  [
    'Returns to the previous page',
    'Zurück zur vorigen Seite',
    'Revient à la page précédente',
    'يعود إلى الصفحة السابقة',
  ],
  [
    'Scrolls to the top of the page',
    'Scrollt zum Seitenanfang',
    'Remonte en haut de la page',
    'ينتقل إلى أعلى الصفحة',
  ],
  [
    'Scrolls to the bottom of the page',
    'Scrollt zum Seitenende',
    'Descend en bas de la page',
    'ينتقل إلى أسفل الصفحة',
  ],
  ['Hides the menu', 'Blendet das Menü aus', 'Masque le menu', 'يخفي القائمة'],
  ['Shows the menu', 'Zeigt das Menü', 'Affiche le menu', 'يعرض القائمة'],
  [
    'Turns the feedback sounds off',
    'Schaltet die Töne aus',
    'Coupe les sons de retour',
    'يوقف أصوات التنبيه',
  ],
  [
    'Turns the feedback sounds on',
    'Schaltet die Töne ein',
    'Active les sons de retour',
    'يشغّل أصوات التنبيه',
  ],
  [
    'Turns the voice command off',
    'Schaltet die Sprachsteuerung aus',
    'Désactive la commande vocale',
    'يوقف الأوامر الصوتية',
  ],
  ['Shows this list', 'Zeigt diese Liste', 'Affiche cette liste', 'يعرض هذه القائمة'],
  ['Closes this list', 'Schließt diese Liste', 'Ferme cette liste', 'يغلق هذه القائمة'],
  ['Signs you out', 'Meldet Sie ab', 'Vous déconnecte', 'يسجّل خروجك'],
];

/** Every dictionary row, [English, German, French, Arabic]; the English text is the key. */
export const words = [
  ...shellWords,
  ...interfaceWords,
  ...dashboardWords,
  ...graphWords,
  ...inboxWords,
  ...mailboxWords,
  ...tableWords,
  ...formWords,
  ...formPageWords,
  ...calendarWords,
  ...calendarExternalWords,
  ...calendarMoreWords,
  ...composeWords,
  ...signInWords,
  ...searchWords,
  ...templateInfoWords,
  ...widgetsPageWords,
  ...socialWords,
  ...mapWords,
  ...appPageWords,
  ...formToolWords,
  ...showcaseWords,
  ...roomWords,
  ...menuWords,
  ...uiElementWords,
  ...interactionWords,
  ...uiLayoutWords,
  ...typographyWords,
  ...pluginWords,
  ...miscViewWords,
  ...gridDetailWords,
  ...gridSelectionWords,
  ...projectWords,
];

/** `langs/{key}.json` contents for every offered language but English, whose words are the keys. */
export const dictionaries = Object.fromEntries(
  languages.flatMap(({ key, hasDictionary }, column) =>
    hasDictionary === false ? [] : [[key, Object.fromEntries(words.map((row) => [row[0], row[column]]))]],
  ),
);
