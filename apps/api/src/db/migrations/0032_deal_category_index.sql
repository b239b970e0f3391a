-- The deals of one category (docs/decisions/022-price-history-and-deals.md, "A page"): GET /deals
-- collects them from this index, then sorts and cuts, when its count says a walk of the order's
-- index would pass many times more deals of other categories than the category holds. An index on
-- an expression rather than a partial one: the query names the expression, so the planner cannot
-- take the deals' btree indexes instead (it would, rating their index-only walk cheaper than it is).
-- Creators without a deal hold NULL here: about 2.4 MB at a million creators.
CREATE INDEX "creators_deal_categories_idx" ON "creators" USING gin ((CASE WHEN "deal_off" IS NOT NULL THEN "category_ids" END));
