import type { Translation } from '../languages';
import type { MailCatalog } from '../en/mail';

/** E-Mails und Briefe auf Deutsch (nur auf dem Server). */
export const mail: Translation<MailCatalog> = {
  greeting: 'Hallo {{name}},',
  privacy: 'Zum Schutz Ihrer Privatsphäre enthält diese E-Mail keine Gesundheitsinformationen.',
  signInToSee: 'Melden Sie sich im Patientenportal an, um die Details zu sehen:',
  welcome: {
    subject: 'Willkommen im Patientenportal',
    ready: 'Ihr Konto im Patientenportal für {{email}} ist eingerichtet.',
    next: 'Sie können jetzt Ihre Gesundheitsdienstleister finden, Ihre Krankenakten anfordern oder deren Formulare ausfüllen und jede Anfrage hier verfolgen:',
    notYou: 'Wenn Sie dieses Konto nicht angelegt haben, antworten Sie auf diese E-Mail, und wir schließen es.',
  },
  receipt: {
    subject: 'Wir haben Ihre Anfrage {{rid}} erhalten',
    paymentNeededSubject: 'Zahlung erforderlich für Ihre Anfrage {{rid}}',
    body: {
      Record: 'Vielen Dank. Wir haben Ihre Aktenanfrage {{rid}} am {{date}} erhalten.',
      Form: 'Vielen Dank. Wir haben Ihre Formularanfrage {{rid}} am {{date}} erhalten.',
    },
    payment: {
      card: 'Ihre Karte ist für den geschätzten Betrag autorisiert; belastet wird sie erst, wenn die Anfrage abgeschlossen ist.',
      check:
        'Sie haben die Zahlung per Scheck gewählt: Die Anfrage wird bearbeitet, sobald der Scheck eingegangen ist.',
      free: 'Dieser Anbieter berechnet für diese Anfrage nichts.',
      failed:
        'Zahlung erforderlich: Ihre Karte konnte nicht belastet werden, daher kann die Aktenstelle diese Anfrage noch nicht bearbeiten. Öffnen Sie die Anfrage und wählen Sie „Erneut versuchen“ mit einer anderen Karte, oder zahlen Sie per Scheck.',
    },
    later: 'Wir schreiben Ihnen, wenn sich ihr Status ändert.',
    authorization:
      'Ihre unterschriebene Einwilligung wird bei dieser Anfrage aufbewahrt: Sie können Ihre Kopie (PDF) über den Link unten aus der Anfrage herunterladen.',
  },
  refund: {
    subject: {
      approved: 'Ihr Erstattungsantrag für {{rid}} wurde genehmigt',
      denied: 'Ihr Erstattungsantrag für {{rid}} wurde abgelehnt',
      refunded: 'Ihr Erstattungsantrag für {{rid}} wurde ausgezahlt',
    },
    body: {
      approved:
        'Ihr Erstattungsantrag über {{amount}} für die Anfrage {{rid}} wurde genehmigt. Wir schreiben Ihnen erneut, sobald das Geld zurückgezahlt wurde.',
      denied: 'Ihr Erstattungsantrag über {{amount}} für die Anfrage {{rid}} wurde abgelehnt.',
      refunded:
        'Wir haben {{amount}} für die Anfrage {{rid}} auf Ihr ursprüngliches Zahlungsmittel zurückgezahlt. Je nach Bank kann es 5 bis 10 Werktage dauern, bis der Betrag erscheint.',
    },
  },
  helpDesk: {
    subject: 'Wir haben Ihre Nachricht an den Helpdesk erhalten',
    received:
      'Danke, dass Sie dem Helpdesk des Patientenportals geschrieben haben. Ihre Nachricht hat die Ticketnummer {{ticket}} (Seitencode {{page}}).',
    reply:
      'Unser Helpdesk antwortet Ihnen an diese E-Mail-Adresse. Bitte geben Sie die Ticketnummer an, wenn Sie erneut schreiben.',
  },
  status: {
    subject: 'Ihre Anfrage {{rid}} wurde aktualisiert',
    body: 'Der Status Ihrer Anfrage {{rid}} lautet jetzt: {{status}}.',
  },
  chat: {
    subject: 'Neue Nachricht zu Ihrer Anfrage {{rid}}',
    body: 'Das Aktenteam hat Ihnen eine Nachricht zu Ihrer Anfrage {{rid}} geschickt.',
  },
  ready: {
    subject: {
      Record: 'Ihre Akten zur Anfrage {{rid}} sind bereit',
      Form: 'Ihr ausgefülltes Formular zur Anfrage {{rid}} ist bereit',
    },
    body: {
      Record:
        'Ihre Akten zur Anfrage {{rid}} sind bereit. Downloads sind 30 Tage lang kostenlos; danach werden die Dateien archiviert und benötigen ein Store & Share-Abonnement.',
      Form: 'Ihr ausgefülltes Formular zur Anfrage {{rid}} ist bereit. Downloads sind 30 Tage lang kostenlos; danach werden die Dateien archiviert und benötigen ein Store & Share-Abonnement.',
    },
  },
  priceRaise: {
    subject: 'Ihre Anfrage {{rid}}: Ein neuer Preis braucht Ihre Zustimmung',
    body: 'Der Anbieter hat Ihre Anfrage {{rid}} mit {{amount}} berechnet, mehr als Sie beim Absenden genehmigt haben.',
    reason: 'Begründung des Anbieters: {{reason}}',
    nothing:
      'Es wird nichts weiter belastet, solange Sie dem neuen Preis nicht zustimmen. Sie können ihm zustimmen oder ihn mit einer Begründung ablehnen; dann wird die Anfrage geschlossen und die Reservierung auf Ihrer Karte freigegeben.',
    cta: 'Melden Sie sich an, um zuzustimmen oder abzulehnen:',
    more: 'mehr als diesen Betrag',
  },
  noRecords: {
    subject: 'Zu Ihrer Anfrage {{rid}} wurden keine Unterlagen gefunden',
    body: 'Der Anbieter hat zu Ihrer Anfrage {{rid}} keine Unterlagen gefunden und sie geschlossen. Sie schulden nichts: Jede Reservierung auf Ihrer Karte wurde freigegeben und jede Zahlung erstattet.',
    statement: 'Die unterschriebene Erklärung des Anbieters finden Sie bei Ihrer Anfrage.',
    cta: 'Melden Sie sich an, um sie herunterzuladen:',
  },
  revoked: {
    subject: 'Sie haben die Einwilligung für die Anfrage {{rid}} widerrufen',
    body: 'Wir haben Ihren unterzeichneten Widerruf der Einwilligung für die Anfrage {{rid}} erhalten. Die Anfrage ist gestoppt und wird nicht bearbeitet, eine Reservierung auf Ihrer Karte wurde freigegeben, und das Team für Patientenunterlagen wurde informiert.',
    effect:
      'Der Widerruf berührt nichts, was vor seinem Eingang im Vertrauen auf die Einwilligung bereits geschehen ist.',
    cta: 'Melden Sie sich an, um den unterzeichneten Widerruf herunterzuladen:',
  },
  deadline:
    'Das Gesetz (HIPAA) gibt dem Anbieter bis zum {{date}} Zeit, Ihre Anfrage zu beantworten (heute Tag {{day}} von {{limit}}).',
  waiting: {
    subject: 'Ihre Anfrage {{rid}} wartet auf Sie',
    body: 'Das Aktenteam benötigt etwas von Ihnen, bevor es Ihre Anfrage {{rid}} weiterbearbeiten kann.',
    cta: 'Melden Sie sich an, um zu sehen, was benötigt wird, und es hochzuladen oder zu antworten:',
  },
  extended: {
    subject: 'Der Anbieter hat die Frist Ihrer Anfrage {{rid}} verlängert',
    body: 'Der Anbieter hat die eine Verlängerung genutzt, die das Gesetz (HIPAA) für Ihre Anfrage {{rid}} erlaubt: Er antwortet bis spätestens {{date}} (heute Tag {{day}} von {{limit}}).',
    reason: 'Den angegebenen Grund finden Sie in Ihrer Anfrage.',
    cta: 'Melden Sie sich an, um ihn zu lesen:',
  },
  overdue: {
    subject: 'Ihre Anfrage {{rid}} hat ihre gesetzliche Frist überschritten',
    body: 'Ihre Anfrage {{rid}} hat ihre gesetzliche Frist überschritten: Das Gesetz (HIPAA) gab dem Anbieter bis zum {{date}} Zeit für eine Antwort, und heute ist Tag {{day}} von {{limit}}.',
    letters:
      'Ihre Anfrage bietet jetzt zwei fertige Briefe: eine Erinnerung an den Anbieter, die Ihr Auskunftsrecht nennt, und eine Beschwerde beim Office for Civil Rights des HHS, die Sie selbst einreichen können.',
    cta: 'Melden Sie sich an, um sie herunterzuladen:',
  },
  /** Second factors: every change, and every recovery code used, is mailed to the account. */
  security: {
    subject: 'Die Anmeldeeinstellungen Ihres Patientenportals wurden geändert',
    added: 'Ihrem Konto wurde ein zweiter Faktor hinzugefügt: {{name}}.',
    removed: 'Von Ihrem Konto wurde ein zweiter Faktor entfernt: {{name}}.',
    codes: 'Für Ihr Konto wurde ein neuer Satz Wiederherstellungscodes erstellt. Die alten Codes gelten nicht mehr.',
    codeUsed:
      'Mit einem Wiederherstellungscode wurde sich bei Ihrem Konto angemeldet. Es sind noch {{left}} Codes übrig.',
    notYou: 'Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt über diesen Link zurück und kontaktieren Sie uns:',
    recoveryLinkSubject: 'Zweiten Faktor Ihres Patientenportal-Kontos entfernen',
    recoveryLinkBody:
      'Sie haben angegeben, alle zweiten Faktoren Ihres Kontos verloren zu haben. Um sie zu entfernen, öffnen Sie diesen Link innerhalb einer Stunde. Sie werden erst nach einer Wartezeit entfernt, und wir schreiben Ihnen vorher:',
    recoveryLinkIgnore:
      'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht und ändern Sie Ihr Passwort: Jemand anderes kennt es.',
    recoveryStarted:
      'Eine Anfrage, alle zweiten Faktoren Ihres Kontos zu entfernen, wurde gestartet. Wenn sie nicht abgebrochen wird, können sie nach dem {{date}} entfernt werden.',
    recoveryCancelLine: 'Wenn Sie das nicht waren, brechen Sie sie mit einem Klick ab:',
    recoveryFinishLine:
      'Wenn Sie es waren: Öffnen Sie nach diesem Zeitpunkt diesen Link und geben Sie Ihr Passwort ein, um sie zu entfernen und einen neuen einzurichten:',
    recoveryCancelled:
      'Die Anfrage, Ihre zweiten Faktoren zu entfernen, wurde abgebrochen. Ihre zweiten Faktoren funktionieren weiter.',
    recoveryRemoved:
      'Ihr zweiter Faktor wurde nach der Wartezeit wie gewünscht entfernt. Richten Sie bei der nächsten Anmeldung einen neuen ein.',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr Passwort für das Patientenportal zurück',
    body: 'Verwenden Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
    ignore: 'Wenn Sie dies nicht angefordert haben, können Sie diese Nachricht ignorieren.',
  },
  link: {
    subject: {
      govt: 'Laden Sie Ihren amtlichen Ausweis hoch',
      patient: 'Laden Sie Ihr Patientenformular hoch',
      hipaa: 'Unterschreiben Sie Ihre HIPAA-Einwilligung',
    },
    body: 'Verwenden Sie diesen Link innerhalb von 7 Tagen, um die Anfrage {{rid}} fortzusetzen. Er funktioniert nur einmal.',
  },
  share: {
    subject: '{{sharer}} hat Akten mit Ihnen geteilt',
    body: '{{sharer}} hat über das Patientenportal bis zum {{date}} Akten mit Ihnen geteilt.',
    open: 'Hier öffnen:',
    code: 'Sie benötigen den Zugangscode, den {{name}} Ihnen separat gibt, und das Geburtsdatum des Patienten.',
  },
  letters: {
    theProvider: 'der Anbieter',
    fax: 'Fax {{fax}}',
    phone: 'Telefon {{phone}}',
    reminder: {
      title: 'Erinnerung: Antrag auf Zugang zu Gesundheitsakten',
      to: 'An: {{recipient}}',
      re: 'Betreff: Mein Antrag auf Zugang zu meinen Gesundheitsakten, Anfrage {{rid}}. Patient: {{patient}}.',
      reBorn:
        'Betreff: Mein Antrag auf Zugang zu meinen Gesundheitsakten, Anfrage {{rid}}. Patient: {{patient}}, geboren am {{dob}}.',
      dear: 'Sehr geehrte Damen und Herren der Aktenabteilung,',
      asked:
        'Ich habe Sie am {{received}} um eine Kopie meiner Gesundheitsakten gebeten. Nach der HIPAA-Datenschutzregel (45 CFR 164.524(b)(2)) müssen Sie über einen Antrag auf Zugang spätestens 30 Kalendertage nach Eingang entscheiden. {{deadline}} Heute ist Tag {{day}}, und ich habe weder meine Akten noch eine schriftliche Ablehnung erhalten.',
      extended:
        'Sie haben diese Frist einmal, am {{date}}, um {{days}} Tage verlängert („{{reason}}“), wie es 45 CFR 164.524(b)(2)(ii) erlaubt, bis zum {{due}}.',
      due: 'Das ist der {{due}}.',
      please:
        'Bitte senden Sie mir meine Akten jetzt in der gewünschten Form und im gewünschten Format, oder teilen Sie mir schriftlich mit, warum Sie meinen Antrag ablehnen, wie es 45 CFR 164.524(d) verlangt. Für meine eigene Kopie darf nur eine angemessene, kostenbasierte Gebühr erhoben werden (45 CFR 164.524(c)(4)).',
      complain:
        'Wenn ich nichts von Ihnen höre, kann ich Beschwerde beim US-Gesundheitsministerium (Department of Health and Human Services), Office for Civil Rights, einlegen.',
      sincerely: 'Mit freundlichen Grüßen',
      forPatient: '{{name}} (für {{patient}})',
    },
    complaint: {
      title: 'Beschwerde zum Datenschutz von Gesundheitsinformationen: Auskunftsrecht',
      intro:
        'Vorbereitet zur Einreichung beim US-Gesundheitsministerium (Department of Health and Human Services), Office for Civil Rights (OCR). Sie reichen sie selbst ein: online unter https://ocrportal.hhs.gov/ocr/smartscreen/main.jsf oder per Post oder E-Mail bei Ihrem regionalen OCR-Büro (OCRComplaint@hhs.gov). Eine Beschwerde muss innerhalb von 180 Tagen eingereicht werden, nachdem Sie von dem Problem erfahren haben (45 CFR 160.306(b)(3)).',
      filer: 'Beschwerdeführende Person',
      filerFor: '{{name}}, {{email}} — für den Patienten {{patient}}',
      entity: 'Betroffene Einrichtung (Covered Entity)',
      happened: 'Was geschehen ist',
      asked:
        'Am {{received}} habe ich {{provider}} um eine Kopie der Gesundheitsakten von {{patient}} gebeten (Anfrage {{rid}}). Nach 45 CFR 164.524(b)(2) musste der Anbieter innerhalb von 30 Kalendertagen handeln. {{deadline}} Bis zum {{today}} (Tag {{day}}) habe ich weder die Akten noch eine schriftliche Ablehnung erhalten. Ich halte dies für eine Verletzung meines Auskunftsrechts nach 45 CFR 164.524.',
      extended: 'Er hat die Frist einmal, am {{date}}, bis zum {{due}} verlängert.',
      due: 'Die Frist lief am {{due}} ab.',
      history: 'Daten und Verlauf der Anfrage',
      ask: 'Was ich verlange',
      askBody:
        'Dass das OCR dies prüft und dass der Anbieter mir ohne weitere Verzögerung Zugang zu den Akten gewährt.',
      signature: 'Unterschrift',
      date: 'Datum',
      englishCopy: 'Englische Fassung für das Office for Civil Rights',
    },
    statement: {
      title: 'Erklärung: keine Unterlagen gefunden',
      re: 'Betreff: Anfrage {{rid}} nach den Gesundheitsunterlagen von {{patient}}, eingegangen bei {{provider}} am {{received}}.',
      reBorn:
        'Betreff: Anfrage {{rid}} nach den Gesundheitsunterlagen von {{patient}}, geboren am {{dob}}, eingegangen bei {{provider}} am {{received}}.',
      statement: 'Erklärung',
      fees: 'Gebühren',
      signature: 'Unterschrift',
      nothingCharged: 'Für diese Anfrage wurde nichts berechnet.',
      refundedCard: 'Alle Belastungen für diese Anfrage ({{amount}}) wurden Ihrer Karte erstattet.',
      refundedCheck: 'Alle Zahlungen für diese Anfrage ({{amount}}) hat Ihnen die Aktenabteilung zurückerstattet.',
      noCheck: 'Für diese Anfrage wird kein Scheck erwartet: Bitte senden Sie keinen.',
      holdReleased: 'Die Reservierung von {{amount}} auf Ihrer Karte wurde aufgehoben; es wurde nichts berechnet.',
      nothingMore: 'Für diese Anfrage wird nichts weiter berechnet.',
      signed: 'Elektronisch unterzeichnet von {{signer}}, Aktenabteilung, für {{provider}}, am {{at}} UTC.',
      typedName:
        'Ein getippter Name, der als Unterschrift übernommen wird, ist die elektronische Entsprechung einer handschriftlichen Unterschrift.',
      englishCopy: 'Englische Fassung: die Erklärung wie unterzeichnet',
    },
  },
  caregiver: {
    inviteSubject: 'Eine Einladung, im Patientenportal für jemanden zu handeln',
    invite:
      '{{patient}} hat Sie eingeladen, im Patientenportal mit Ihrer eigenen Anmeldung für sie oder ihn zu handeln, als {{role}}.',
    inviteNext:
      'Öffnen Sie diesen Link, um anzunehmen; wenn Sie noch kein Konto haben, können Sie eines anlegen. Der Link läuft in 7 Tagen ab.',
    acceptedSubject: 'Ihre Betreuungsperson hat Ihre Einladung angenommen',
    accepted:
      '{{caregiver}} ({{email}}) hat Ihre Einladung angenommen und kann jetzt für Sie handeln, nur im Rahmen dessen, was Sie erlaubt haben. Unter Betreuungspersonen sehen Sie, was sie tut, und können den Zugang jederzeit ändern oder beenden:',
    revokedSubject: 'Ihr Zugang als Betreuungsperson wurde beendet',
    revoked: '{{patient}} hat Ihren Zugang beendet, im Patientenportal für sie oder ihn zu handeln.',
    leftSubject: 'Ihre Betreuungsperson handelt nicht mehr für Sie',
    left: '{{caregiver}} handelt im Patientenportal nicht mehr für Sie.',
    roles: {
      power_of_attorney: 'Bevollmächtigte Person',
      personal_representative: 'persönliche Vertretung',
      spouse_or_family: 'Ehepartner oder Familienmitglied',
      other: 'Betreuungsperson',
    },
  },
};
