/**
 * Word lists of the directory generator (seed/directory.ts). Kinds carry their specialties
 * after a '|' (several joined by ';'), so a "Cardiology Group" lists Cardiology.
 */
export const PREFIXES = [
  'Mercy', 'Riverside', 'Lakeview', 'Summit', 'Harbor', 'Valley', 'St. Mary\'s', 'Sacred Heart', 'Good Samaritan',
  'Providence', 'Baptist', 'Methodist', 'Presbyterian', 'Northside', 'Southside', 'Eastside', 'Westside', 'Pinecrest',
  'Cedar Ridge', 'Oak Hill', 'Maple Grove', 'Willow Creek', 'Bayview', 'Highland', 'Meadowbrook', 'Parkview',
  'Fairview', 'Hillcrest', 'Sunrise', 'Sunset', 'Lakeside', 'Brookside', 'Crossroads', 'Heritage', 'Unity',
  'Trinity', 'St. Joseph\'s', 'St. Luke\'s', 'St. Vincent', 'Saint Francis', 'Holy Cross', 'Advent', 'Beacon',
  'Evergreen', 'Golden Valley', 'Silver Lake', 'Blue Ridge', 'Red Rock', 'Pioneer', 'Liberty', 'Freedom',
  'Kindred', 'Compass', 'Harmony', 'Horizon', 'Keystone', 'Landmark', 'Legacy', 'Meridian', 'Monarch',
] as const;

export const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson',
  'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Patel', 'Kim', 'Chen', 'Shah', 'Cohen',
  'O\'Brien', 'Murphy', 'Sullivan', 'Okafor', 'Haddad', 'Kowalski', 'Novak', 'Tanaka', 'Singh', 'Ali', 'Rossi',
] as const;

export const FIRST_NAMES = [
  'Maria', 'James', 'Aisha', 'Robert', 'Priya', 'Michael', 'Elena', 'David', 'Grace', 'Samuel', 'Fatima', 'Daniel',
  'Hannah', 'Joseph', 'Mei', 'Thomas', 'Sofia', 'Andrew', 'Leah', 'Carlos', 'Nora', 'Ethan', 'Amara', 'Lucas',
] as const;

export const CREDENTIALS = ['MD', 'DO', 'MD, PhD', 'DPM', 'DDS', 'NP', 'PA-C', 'DC'] as const;

/** Facility kinds (hospitals, centers, clinics). */
export const FACILITY_KINDS = [
  'General Hospital|General Medicine;Emergency Medicine', 'Medical Center|General Medicine;Surgery',
  'Regional Medical Center|General Medicine;Cardiology;Oncology', 'Community Hospital|General Medicine',
  'Children\'s Hospital|Pediatrics', 'Rehabilitation Hospital|Physical Medicine', 'Surgery Center|Surgery',
  'Imaging Center|Radiology', 'Urgent Care|Urgent Care', 'Health Clinic|Primary Care', 'Cancer Institute|Oncology',
  'Heart Institute|Cardiology', 'Behavioral Health Center|Psychiatry;Mental Health', 'Women\'s Hospital|Obstetrics;Gynecology',
  'Orthopedic Hospital|Orthopedics', 'Eye Institute|Ophthalmology', 'Family Health Center|Family Medicine',
] as const;

/** Practice kinds (groups and offices). */
export const PRACTICE_KINDS = [
  'Family Medicine|Family Medicine', 'Pediatrics|Pediatrics', 'Internal Medicine|Internal Medicine',
  'Cardiology Group|Cardiology', 'Orthopedic Associates|Orthopedics', 'Dermatology|Dermatology',
  'Women\'s Health|Obstetrics;Gynecology', 'Physical Therapy|Physical Therapy', 'Dental Group|Dentistry',
  'Eye Care|Optometry', 'Oncology Associates|Oncology', 'Neurology Clinic|Neurology', 'Podiatry|Podiatry',
  'Chiropractic|Chiropractic', 'Allergy & Asthma|Allergy and Immunology', 'Gastroenterology|Gastroenterology',
  'Urology Associates|Urology', 'ENT Specialists|Otolaryngology', 'Sleep Medicine|Sleep Medicine',
  'Pain Management|Pain Medicine', 'Endocrinology|Endocrinology', 'Pulmonary Associates|Pulmonology',
] as const;

export const STREETS = [
  'Main', 'Oak', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Pine', 'Church', 'Market',
  'Lincoln', 'Jefferson', 'Madison', 'Franklin', 'Highland', 'Center', 'River', 'Spring', 'Mill', 'Broad',
  'College', 'Union', 'Walnut', 'Chestnut', 'Sunset', 'Medical Center', 'Hospital', 'Wellness',
] as const;

export const STREET_SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Way', 'Pkwy', 'Ln', 'Ct', 'Pl'] as const;

export const CAMPUSES = ['North Campus', 'South Campus', 'East Pavilion', 'West Tower', 'Outpatient Center'] as const;

/** The eight sensitive categories of spec section 3 (what an e-authorization may release). */
export const SENSITIVE_CATEGORIES = [
  'HIV and/or AIDS testing and genetic testing', 'Alcohol and/or drug abuse', 'Mental health counseling',
  'Psychiatric treatment', 'Domestic violence/abuse', 'Sexual assault/abuse', 'Sexually transmitted diseases',
  'Child abuse/neglect',
] as const;

/** The 13 authorization languages (spec section 1); English first. */
export const LANGUAGES = [
  ['en', 'English'], ['es', 'Spanish'], ['zh', 'Chinese'], ['vi', 'Vietnamese'], ['tl', 'Tagalog'], ['ko', 'Korean'],
  ['ar', 'Arabic'], ['ru', 'Russian'], ['fr', 'French'], ['de', 'German'], ['hi', 'Hindi'], ['ja', 'Japanese'],
  ['bn', 'Bengali'],
] as const;

export const FORM_TEMPLATES = [
  'Patient Intake Form', 'Records Release Form', 'School Physical Form', 'Sports Clearance Form',
  'Disability Certification Form', 'FMLA Certification', 'Immunization Record Form', 'Work Clearance Form',
] as const;
