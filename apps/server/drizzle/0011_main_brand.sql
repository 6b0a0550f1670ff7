-- spec 3 §5: a main-brand provider has no phone mask; its phone length and code length follow the first digit.
ALTER TABLE "providers" ADD COLUMN "main_brand" boolean DEFAULT false NOT NULL;