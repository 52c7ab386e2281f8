import type { PatientCatalog, Translation } from '../languages';

export const subscription: Translation<PatientCatalog['subscription']> = {
  title: 'Store & Share সাবস্ক্রিপশন',
  offer: {
    heading: 'Store & Share-এর মাধ্যমে আপনার রেকর্ড সংরক্ষিত রাখুন',
    body: 'রেকর্ড পাওয়ার পর 30 দিন পর্যন্ত বিনা খরচে ডাউনলোড করা যায়। তারপর সেগুলো আর্কাইভ করা হয়। Store & Share-এর মাধ্যমে মাসে {{price}}-তে আপনি আপনার রেকর্ডে সীমাহীন অ্যাক্সেস ও শেয়ার করার সুবিধা পাবেন।',
    download: 'আমার রেকর্ড ডাউনলোড করুন',
    subscribe: '{{price}}/মাসে সাবস্ক্রাইব করুন',
  },
  steps: {
    card: 'পেমেন্ট কার্ড',
    initials: 'নামের আদ্যক্ষর',
    confirm: 'নিশ্চিত করুন',
  },
  card: {
    heading: 'যে কার্ড দিয়ে পেমেন্ট করবেন সেটি বেছে নিন',
    next: 'চালিয়ে যান',
  },
  initials: {
    heading: 'সম্মতি',
    agreement:
      'আমি সম্মত যে সাবস্ক্রিপশন বাতিল না করা পর্যন্ত Store & Share সাবস্ক্রিপশনের জন্য আমার কাছ থেকে প্রতি মাসে {{price}} নেওয়া হবে।',
    label: 'আপনার নামের আদ্যক্ষর',
    next: 'চালিয়ে যান',
  },
  confirm: {
    heading: 'আপনার সাবস্ক্রিপশন নিশ্চিত করুন',
    summary: 'প্রতি মাসে {{price}}, যে কার্ডের শেষ চারটি সংখ্যা {{last4}} সেটি থেকে নেওয়া হবে।',
    submit: 'সাবস্ক্রিপশন নিশ্চিত করুন',
    back: 'ফিরে যান',
  },
  active: {
    heading: 'আপনি Store & Share সাবস্ক্রাইব করেছেন',
    details: 'প্রতি মাসে {{price}}, কার্ডের শেষ চারটি সংখ্যা {{last4}}। পরবর্তী নবায়ন {{date}} তারিখে।',
    changeCard: 'কার্ড পরিবর্তন করুন',
    saveCard: 'এই কার্ডটি ব্যবহার করুন',
    unsubscribe: 'সাবস্ক্রিপশন বাতিল করুন',
    unsubscribeConfirm: 'Store & Share সাবস্ক্রিপশন বাতিল করবেন? আর্কাইভ করা রেকর্ড ডাউনলোড করতে নতুন সাবস্ক্রিপশন লাগবে।',
    keep: 'সাবস্ক্রিপশন চালু রাখুন',
  },
  records: {
    heading: 'আপনার রেকর্ড',
    empty: 'এখনও কোনো রেকর্ড পাঠানো হয়নি।',
    download: '{{rid}}-এর রেকর্ড ডাউনলোড করুন',
    archived: 'আর্কাইভ করা',
    available: 'পাওয়া যাচ্ছে',
    delivered: '{{date}} তারিখে পাঠানো হয়েছে',
    offerTitle: 'সাবস্ক্রিপশন প্রয়োজন',
  },
  messages: {
    subscribed: 'আপনার সাবস্ক্রিপশন চালু হয়েছে!',
    unsubscribed: 'আপনার সাবস্ক্রিপশন বাতিল করা হয়েছে।',
    paymentMethodUpdated: 'পেমেন্টের পদ্ধতি সফলভাবে পরিবর্তন করা হয়েছে!',
    lettersAndSpaces: 'শুধু অক্ষর ও ফাঁকা জায়গা (স্পেস) ব্যবহার করা যাবে।',
  },
};
