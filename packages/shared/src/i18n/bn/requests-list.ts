import type { PatientCatalog, Translation } from '../languages';

export const requestsList: Translation<PatientCatalog['requestsList']> = {
  card: {
    provider: 'প্রদানকারী',
    patient: 'রোগী',
    form: 'ফর্ম',
    datesOfService: 'সেবার তারিখ',
    status: 'অবস্থা',
    requestedOn: 'অনুরোধের তারিখ',
    resumeDraft: 'খসড়াটি আবার শুরু করুন',
    viewDetails: 'বিস্তারিত দেখুন',
    unreadMessages_one: '{{count}}টি না-পড়া বার্তা',
    unreadMessages_other: '{{count}}টি না-পড়া বার্তা',
    noProvider: 'এখনও কোনো প্রদানকারী বেছে নেওয়া হয়নি',
    lastSaved: 'খসড়া, শেষবার {{date}} তারিখে সংরক্ষিত',
  },
  deleteDraft: {
    button: 'খসড়া মুছে ফেলুন',
    title: 'এই খসড়াটি মুছে ফেলবেন?',
    body: '{{title}} এবং এর সঙ্গে সংরক্ষিত সবকিছু (স্বাক্ষরিত অনুমোদনপত্র, আপলোড করা নথি) মুছে ফেলা হবে। এটি আর ফিরিয়ে আনা যাবে না।',
    confirm: 'খসড়া মুছে ফেলুন',
    cancel: 'খসড়া রেখে দিন',
    done: '{{title}} মুছে ফেলা হয়েছে।',
  },
  title: {
    record: 'মেডিকেল রেকর্ড {{rid}}',
    form: 'ফর্মের অনুরোধ {{rid}}',
  },
  status: {
    draft: 'খসড়া',
    abandoned: 'পরিত্যক্ত',
    ordered: 'অর্ডার করা হয়েছে',
    completed: 'সম্পন্ন',
    completed_archived: 'সম্পন্ন - আর্কাইভ করা',
    closed_archived: 'বন্ধ - আর্কাইভ করা',
    awaiting_approval: 'আপনার অনুমোদনের অপেক্ষায়',
    waiting_on_patient: 'আপনার উত্তরের অপেক্ষায়',
    priced: 'মূল্য নির্ধারিত',
    extended: 'সময়সীমা বাড়ানো হয়েছে',
    revoked: 'অনুমোদন প্রত্যাহার করা হয়েছে',
  },
  dates: {
    all: 'সব',
    between: '{{after}} থেকে {{before}}-এর মধ্যে',
    after: '{{after}}-এর পরে',
    before: '{{before}}-এর আগে',
  },
};
