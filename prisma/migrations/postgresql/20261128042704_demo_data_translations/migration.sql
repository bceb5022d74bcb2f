-- AlterTable
ALTER TABLE "Announcement" ADD COLUMN     "titles" TEXT NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "DictionaryEntry" ADD COLUMN     "names" TEXT NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "descriptions" TEXT NOT NULL DEFAULT '{}',
ADD COLUMN     "titles" TEXT NOT NULL DEFAULT '{}';
