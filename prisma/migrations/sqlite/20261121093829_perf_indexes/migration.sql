-- CreateIndex
CREATE INDEX "Announcement_createdAt_idx" ON "Announcement"("createdAt");

-- CreateIndex
CREATE INDEX "Document_status_docType_createTime_idx" ON "Document"("status", "docType", "createTime");

-- CreateIndex
CREATE INDEX "Material_status_sortOrder_idx" ON "Material"("status", "sortOrder");

-- CreateIndex
CREATE INDEX "Product_status_category_idx" ON "Product"("status", "category");
