-- Saved reports keep their inputs, not their words (issue #23): each existing row's inputs are read
-- back from the content it stored, the place as it was resolved then, and the content is dropped.
ALTER TABLE "reports" ADD COLUMN "input" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "engine_version" text;--> statement-breakpoint
UPDATE "reports" SET
  "input" = jsonb_build_object(
    'kind', 'personal',
    'birth', jsonb_build_object(
      'name', "content"->>'name',
      'birthDate', "content"->'birth'->>'date',
      'birthTime', "content"->'birth'->'time',
      'place', jsonb_build_object(
        'label', "content"->'birth'->'place'->>'label',
        'latitude', "content"->'birth'->'place'->'latitude',
        'longitude', "content"->'birth'->'place'->'longitude',
        'timezone', "content"->'birth'->'place'->>'timezone'
      )
    ),
    'houseSystem', lower(coalesce("content"->'astrology'->>'houseSystem', 'placidus'))
  ),
  "engine_version" = 'conteúdo salvo'
WHERE "kind" = 'personal';--> statement-breakpoint
UPDATE "reports" SET
  "input" = jsonb_build_object(
    'kind', 'synastry',
    'people', jsonb_build_array(
      jsonb_build_object(
        'name', "content"->'people'->0->>'name',
        'birthDate', "content"->'people'->0->>'birthDate',
        'birthTime', CASE WHEN ("content"->'people'->0->>'hasTime')::boolean
          THEN "content"->'people'->0->'birthTime' ELSE 'null'::jsonb END,
        'place', 'null'::jsonb,
        'birthPlace', "content"->'people'->0->'place'
      ),
      jsonb_build_object(
        'name', "content"->'people'->1->>'name',
        'birthDate', "content"->'people'->1->>'birthDate',
        'birthTime', CASE WHEN ("content"->'people'->1->>'hasTime')::boolean
          THEN "content"->'people'->1->'birthTime' ELSE 'null'::jsonb END,
        'place', 'null'::jsonb,
        'birthPlace', "content"->'people'->1->'place'
      )
    )
  ),
  "engine_version" = 'conteúdo salvo'
WHERE "kind" = 'synastry';--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "input" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "engine_version" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" DROP COLUMN "content";
