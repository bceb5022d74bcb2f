-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "MailRecipient";
PRAGMA foreign_keys=on;
