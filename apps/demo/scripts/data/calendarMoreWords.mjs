// Texts of the calendar's import of repeating events and its stored draggable events, as [English, German, French, Arabic] rows.
export const calendarMoreWords = [
  [
    'Imported {count} events from {entries} calendar entries, repeats within a year of today included.',
    '{count} Termine aus {entries} Kalendereinträgen importiert, Wiederholungen bis zu einem Jahr vor und nach heute eingeschlossen.',
    "{count} événements importés à partir de {entries} entrées d'agenda, répétitions jusqu'à un an avant et après aujourd'hui comprises.",
    'استُوردت أحداث عددها {count} من إدخالات تقويم عددها {entries}، بما فيها التكرارات خلال سنة قبل اليوم وبعده.',
  ],
  [
    'Imported {count} events from 1 calendar entry, repeats within a year of today included.',
    '{count} Termine aus 1 Kalendereintrag importiert, Wiederholungen bis zu einem Jahr vor und nach heute eingeschlossen.',
    "{count} événements importés à partir d'une entrée d'agenda, répétitions jusqu'à un an avant et après aujourd'hui comprises.",
    'استُوردت أحداث عددها {count} من إدخال تقويم واحد، بما فيها التكرارات خلال سنة قبل اليوم وبعده.',
  ],
  [
    'Only the first {limit} events were imported; later repeats were left out.',
    'Nur die ersten {limit} Termine wurden importiert; spätere Wiederholungen wurden ausgelassen.',
    'Seuls les {limit} premiers événements ont été importés ; les répétitions suivantes ont été laissées de côté.',
    'لم يُستورد إلا أول {limit} حدث؛ وتُركت التكرارات اللاحقة.',
  ],
  [
    'An event in this file has a repeat rule that cannot be read. Nothing was imported.',
    'Ein Termin in dieser Datei hat eine Wiederholungsregel, die sich nicht lesen lässt. Es wurde nichts importiert.',
    "Un événement de ce fichier a une règle de répétition illisible. Rien n'a été importé.",
    'في هذا الملف حدث بقاعدة تكرار لا يمكن قراءتها. لم يُستورد شيء.',
  ],
  [
    'The draggable events could not be loaded.',
    'Die ziehbaren Termine konnten nicht geladen werden.',
    "Les événements à glisser n'ont pas pu être chargés.",
    'تعذّر تحميل الأحداث القابلة للسحب.',
  ],
];
