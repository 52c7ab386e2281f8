import type { PatientCatalog, Translation } from '../languages';

export const profile: Translation<PatientCatalog['profile']> = {
  title: 'প্রোফাইল',
  details: 'আপনার বিবরণ',
  fields: {
    name: 'নামের প্রথম অংশ',
    lastName: 'পদবি',
    email: 'ইমেইল',
    organization: 'প্রতিষ্ঠান',
    dateOfBirth: 'জন্ম তারিখ',
    dateOfBirthHint: 'M/D/YYYY (মাস/দিন/বছর)',
  },
  save: 'সংরক্ষণ করুন',
  avatar: {
    alt: 'আপনার প্রোফাইল ছবি',
    none: 'এখনও কোনো প্রোফাইল ছবি নেই',
    change: 'ছবি পরিবর্তন করুন',
    hint: 'JPEG, PNG, WebP বা GIF, সর্বোচ্চ 5 MB।',
    uploaded: 'প্রোফাইল ছবি পরিবর্তন করা হয়েছে',
  },
  password: {
    title: 'পাসওয়ার্ড পরিবর্তন করুন',
    current: 'বর্তমান পাসওয়ার্ড',
    new: 'নতুন পাসওয়ার্ড',
    confirm: 'নতুন পাসওয়ার্ড নিশ্চিত করুন',
    save: 'সংরক্ষণ করুন',
    captchaLabel: 'ছবিতে দেখানো অক্ষরগুলো লিখুন',
    captchaImage: 'CAPTCHA ছবি: এতে দেখানো 8টি অক্ষর টাইপ করুন, অথবা এর বদলে নিচের প্রশ্নের উত্তর দিন',
    captchaQuestionLabel: 'ছবিটি দেখতে পাচ্ছেন না? এর বদলে এই প্রশ্নের উত্তর দিন:',
    captchaQuestion: 'এই শব্দগুলোর প্রতিটির প্রথম অক্ষর টাইপ করুন: {{words}}।',
    captchaDigitsQuestion: 'এই সংখ্যাগুলোর অঙ্ক ক্রমানুসারে টাইপ করুন: {{words}}।',
    captchaDigits: { 0: 'শূন্য', 1: 'এক', 2: 'দুই', 3: 'তিন', 4: 'চার', 5: 'পাঁচ', 6: 'ছয়', 7: 'সাত', 8: 'আট', 9: 'নয়' },
    captchaRefresh: 'অন্য একটি ছবি দেখান',
    captchaLoading: 'CAPTCHA লোড হচ্ছে…',
  },
};
