import { relations } from 'drizzle-orm';
import { users } from './accounts';
import { categories, creatorCategories, creators } from './creators';
import { favorites, reviewHelpful, reviewReactions, reviews } from './reviews';

export const usersRelations = relations(users, ({ many, one }) => ({
  reviews: many(reviews),
  favorites: many(favorites),
  creator: one(creators, { fields: [users.id], references: [creators.userId] }),
}));

export const creatorsRelations = relations(creators, ({ many, one }) => ({
  owner: one(users, { fields: [creators.userId], references: [users.id] }),
  categories: many(creatorCategories),
  reviews: many(reviews),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  creators: many(creatorCategories),
}));

export const creatorCategoriesRelations = relations(creatorCategories, ({ one }) => ({
  creator: one(creators, { fields: [creatorCategories.creatorId], references: [creators.id] }),
  category: one(categories, { fields: [creatorCategories.categoryId], references: [categories.id] }),
}));

export const reviewsRelations = relations(reviews, ({ many, one }) => ({
  creator: one(creators, { fields: [reviews.creatorId], references: [creators.id] }),
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
  reactions: many(reviewReactions),
  helpful: many(reviewHelpful),
}));

export const reviewReactionsRelations = relations(reviewReactions, ({ one }) => ({
  review: one(reviews, { fields: [reviewReactions.reviewId], references: [reviews.id] }),
  user: one(users, { fields: [reviewReactions.userId], references: [users.id] }),
}));

export const reviewHelpfulRelations = relations(reviewHelpful, ({ one }) => ({
  review: one(reviews, { fields: [reviewHelpful.reviewId], references: [reviews.id] }),
  user: one(users, { fields: [reviewHelpful.userId], references: [users.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
  creator: one(creators, { fields: [favorites.creatorId], references: [creators.id] }),
}));
