-- Word rows written before word_start existed: where each word starts in ' ' || name_key.
UPDATE "custodian_name_words" SET "word_start" = strpos(' ' || "name_key", ' ' || "word");
