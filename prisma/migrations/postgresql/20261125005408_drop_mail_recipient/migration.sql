-- DropTable
DROP TABLE "MailRecipient";
